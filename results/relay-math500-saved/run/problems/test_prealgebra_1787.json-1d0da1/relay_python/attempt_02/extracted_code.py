from fractions import Fraction

# Attempt 2: Correct code
code = """
(4 + 5/8)**55 * (8/37)**55
"""
result = float(eval(code))
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
