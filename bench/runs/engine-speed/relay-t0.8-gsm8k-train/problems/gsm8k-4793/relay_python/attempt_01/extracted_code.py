from sympy import Rational

# Given growth rates and time periods
rate1 = 1  # meter/day
time1 = 1   # day
rate2 = rate1 / 2  # meters/day
time2 = time1 * 2  # days
rate3 = 2  # meters/day
time3 = 1   # day
rate4 = rate3 + 1  # meters/day
time4 = 1   # day

# Total growth in 4 days
growth1 = rate1 * time1
growth2 = rate2 * time2
growth3 = rate3 * time3
growth4 = rate4 * time4

total_growth = growth1 + growth2 + growth3 + growth4

# Print the result and confidence
RESULT: total_growth
CONFIDENCE: 100
