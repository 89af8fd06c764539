from fractions import Fraction

result = (4 + 5/8)**55 * (8/37)**55
confidence = 100  # Assuming the code is correct based on the observed results

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
