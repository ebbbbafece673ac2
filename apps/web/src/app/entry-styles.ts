// The stylesheet of the entry chunk: Mantine's base and the components the login screen and the
// simple layout render (issue #18: the login loads only what it renders). Every other screen
// loads Mantine's whole stylesheet with its chunk (full-styles.ts); toasts and the language menu
// bring their own. All are the `@layer mantine` builds, so the back office's own styles.css wins
// over them whatever order they arrive in.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import './styles.css'
