/**
 * The test bot: the Mini App's init data is signed with this token and checked by the real server. Its own module
 * (no server imports), so tools outside the suite (the screen gallery) sign launch data the same way.
 */
export const BOT_TOKEN = '123456789:TEST-token-qabul-e2e-miniapp';
export const BOT_USERNAME = 'qabul_test_bot';
