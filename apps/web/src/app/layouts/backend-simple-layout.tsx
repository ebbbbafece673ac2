import { Container, Group, Paper } from '@mantine/core'
import { Outlet } from 'react-router'
import { LanguageSwitch } from '../components/language-switch'
import { Logo } from './logo'
import { MAIN_CONTENT_ID } from './base-layout'

/** spec §9 layout 'backend-simple': one centred card (login, register, passwords, new organisation). */
export function BackendSimpleLayout() {
  return (
    <div className="sw-simple">
      <Group component="header" justify="space-between" px="lg" py="md">
        <Logo />
        <LanguageSwitch />
      </Group>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={460} w="100%" py="xl">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Paper>
      </Container>
    </div>
  )
}
