-- wrk script: POST /v1/ask with the demo key, rotating through descriptive questions.
local questions = {
  "What were my sales last week?",
  "How many units did I sell in November 2025?",
  "Top 5 products by revenue last month",
  "Revenue by week since Black Friday",
  "What was my conversion rate in Q3?",
  "How much did I spend on ads in October 2025?",
  "What is my average rating this year?",
  "Show my late shipment rate for the last 8 weeks",
}
local i = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer demo"
request = function()
  i = i + 1
  local q = questions[(i % #questions) + 1]
  return wrk.format(nil, "/v1/ask", nil, '{"question": "' .. q .. '"}')
end
local non2xx = 0
response = function(status, headers, body)
  if status ~= 200 then non2xx = non2xx + 1 end
end
