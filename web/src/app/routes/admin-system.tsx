export { SystemSettingsScreen as AdminSystem } from '../../features/admin-settings/components/system-settings-screen';
