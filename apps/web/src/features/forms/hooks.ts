import type { Form } from '@sitewerk/contracts'
import { useOutletContext } from 'react-router'

/** The form of /puronectar/forms/{id}, for the screens of its tabs. */
export const useFormOfScreen = () => useOutletContext<Form>()
