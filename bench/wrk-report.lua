-- Loaded by bench/wrk.ts with `wrk -s`. wrk's -H sets the headers; the method and body of a
-- POST can only come from a script, so they are read here from WRK_METHOD and WRK_BODY. At the
-- end it prints one line, `wrk-report {json}`, that bench/wrk.ts reads instead of wrk's text.
-- Latencies are in microseconds; statusErrors counts answers with a status of 400 or more.

local method = os.getenv("WRK_METHOD")
if method and method ~= "" then
  wrk.method = method
end
local body = os.getenv("WRK_BODY")
if body and body ~= "" then
  wrk.body = body
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'wrk-report {"durationUs":%d,"requests":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,'
      .. '"writeErrors":%d,"timeouts":%d,"statusErrors":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.duration,
    summary.requests,
    summary.bytes,
    errors.connect,
    errors.read,
    errors.write,
    errors.timeout,
    errors.status,
    latency:percentile(50),
    latency:percentile(90),
    latency:percentile(99),
    latency.max
  ))
end
