-- A price report that begins to count runs the item's price alerts as a job (docs/decisions/0018-job-runner.md).
SELECT pgboss.create_queue('event.price-alerts', '{"policy":"standard","retryLimit":5,"retryDelay":5,"retryBackoff":true}');
