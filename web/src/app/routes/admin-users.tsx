export { AdminUsersScreen as AdminUsers } from '../../features/admin-users/components/admin-users-screen';
