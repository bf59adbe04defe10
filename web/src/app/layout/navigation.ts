/** The navigation bar's and footer's links (spec 1 §2.2), chosen from the signed-in user's role. */
import type { Role } from '@stint/shared/roles';

export type NavItem = { to: string; label: string };

export const publicLinks: NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/internships', label: 'Internships' },
  { to: '/contact', label: 'Contact' },
];

export const roleLinks: Record<Role, NavItem[]> = {
  student: [
    { to: '/student/dashboard', label: 'Dashboard' },
    { to: '/student/internships', label: 'Internships' },
    { to: '/student/logbook', label: 'Logbook' },
    { to: '/student/reports', label: 'Reports' },
    { to: '/student/applications', label: 'Applications' },
  ],
  employer: [
    { to: '/employer/dashboard', label: 'Dashboard' },
    { to: '/employer/post-internship', label: 'Post Internship' },
    { to: '/employer/evaluations', label: 'Evaluations' },
    { to: '/employer/logbooks', label: 'Logbooks' },
    { to: '/employer/internships', label: 'My Internships' },
    { to: '/employer/pipeline', label: 'Pipeline' },
  ],
  admin: [
    { to: '/admin/dashboard', label: 'Dashboard' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/students', label: 'Students' },
    { to: '/admin/internships', label: 'Internships' },
    { to: '/admin/reports', label: 'Reports' },
    { to: '/admin/evaluations', label: 'Evaluations' },
    { to: '/admin/analytics', label: 'Analytics' },
    { to: '/admin/system', label: 'System' },
  ],
  university: [
    { to: '/university/dashboard', label: 'Dashboard' },
    { to: '/university/students', label: 'Students' },
    { to: '/university/reports', label: 'Reports' },
    { to: '/university/logbooks', label: 'Logbooks' },
  ],
};

export const footerColumns: { title: string; links: NavItem[] }[] = [
  {
    title: 'For Students',
    links: [
      { to: '/register?role=student', label: 'Create Account' },
      { to: '/student/dashboard', label: 'Student Portal' },
      { to: '/internships', label: 'Browse Internships' },
    ],
  },
  {
    title: 'For Employers',
    links: [
      { to: '/employer/post-internship', label: 'Post Internships' },
      { to: '/employer/dashboard', label: 'Employer Portal' },
      { to: '/register?role=employer', label: 'Hire Interns' },
      { to: '/verify', label: 'Verify a Certificate' },
    ],
  },
];

export const legalLinks: NavItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact Us' },
];
