import collections

# Convert 629 to base 7 and base 8
base_7 = ""
while 629 > 0:
    base_7 = str(629 % 7) + base_7
    629 //= 7

base_8 = ""
while 629 > 0:
    base_8 = str(629 % 8) + base_8
    629 //= 8

# Find the common digits in both representations
common_digits = collections.Counter(base_7).intersection(collections.Counter(base_8))

# Print the result and confidence level (100% confidence in this case)
print(f"RESULT: {len(common_digits)}")
print(f"CONFIDENCE: 100")
