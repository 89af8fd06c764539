import collections

# Given exchange rates
trinket_to_blinket = 4
blinket_to_drinket = 7

# Initial value of Drinkets in Blinkets
drinkets_in_blinket = 56 * blinket_to_drinket

# Calculate the equivalent Trinkets
trinkets = drinkets_in_blinket // trinket_to_blinket

# Final answer
print(f"RESULT: {trinkets}")
print("CONFIDENCE: 100")
