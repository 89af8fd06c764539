# Alice's daily walk distance
daily_walk = 10 + 12

# Total distance walked in a week
total_walk = daily_walk * 5

# Print the result
print("RESULT:", total_walk)
