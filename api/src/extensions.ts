// Features that run beside the API register themselves here (Telegram bot, reminder dispatcher).
export {};
