-- wrk script: POST /v1/ask with the demo key, cycling through scripts/loadtest/questions.txt
-- (the descriptive questions of the evaluation split: a realistic mix of APIs, periods and
-- answer shapes, including clarifications and refusals). Each thread starts at its own offset.
local questions = {}
for line in io.lines("scripts/loadtest/questions.txt") do
  if #line > 0 then
    local escaped = line:gsub('\\', '\\\\'):gsub('"', '\\"')
    questions[#questions + 1] = '{"question": "' .. escaped .. '"}'
  end
end
local i = 0
local counter = 0
setup = function(thread)
  counter = counter + 1
  thread:set("offset", counter * 37)
end
init = function(args)
  i = tonumber(offset) or 0
end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer demo"
request = function()
  i = i + 1
  return wrk.format(nil, "/v1/ask", nil, questions[(i % #questions) + 1])
end
