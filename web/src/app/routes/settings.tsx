export { SettingsScreen as SettingsRoute } from '../../features/settings/components/settings-screen';
