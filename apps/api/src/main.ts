import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config';
import { createApp } from './app.factory';
import { SmsRelayService } from './modules/sms/sms-relay.service';
import { SmsWorker } from './jobs/sms/sms.worker';
import { BookingExpiryService } from './jobs/booking-expiry/booking-expiry.service';
import { DebtRemindersScheduler } from './jobs/debt-reminders/debt-reminders.scheduler';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await createApp(config);
  // In development one process may run both; docker compose runs a separate worker (RUN_WORKER=0).
  if (config.runWorker) {
    app.get(SmsRelayService).start();
    app.get(SmsWorker).start();
    app.get(BookingExpiryService).start();
    app.get(DebtRemindersScheduler).start();
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
