/**
 * The accounts every fresh database has (api/src/demo/seed-demo.ts; DECISIONS.md "Admin and platform admin"), in a
 * module without test-runner imports, so tools outside the suite (the screen gallery) sign in the same way.
 */
/** The demo provider. */
export const DEMO = { username: 'demo', email: 'demo@qabul.uz', password: 'demo12345', firstName: 'Aziz', lastName: 'Karimov' };
/** The demo's admin-panel account (/admin/login). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin12345', name: 'Qabul Admin' };
/** The demo's user with role platform_admin (/auth, then /platform-admin). */
export const DEMO_PLATFORM_ADMIN = { email: 'admin@qabul.uz', password: 'admin12345' };
