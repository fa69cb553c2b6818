-- Handled domain events older than the retention (DOMAIN_EVENTS_RETENTION_DAYS) are deleted by a daily job
-- (src/jobs/job-kinds.ts, JOB_SCHEDULES); pg-boss's schedule table needs the queue first.
SELECT pgboss.create_queue('events.prune-handled', '{"policy":"standard","retryLimit":3,"retryDelay":60,"retryBackoff":true}');
