import random

# Calculate the probability of exactly 4 out of 7 islands having treasure
prob = math.comb(7, 4) * (1/5)**4 * (4/5)**3

print(f"RESULT: {prob}")
print(f"CONFIDENCE: {int(prob*100)}")
