import math

# The given equation is (x-2)^3 = 4^3
# Taking the cube root of both sides, we get x-2 = 4
# Therefore, x = 6

print(f"RESULT: {6}")
print("CONFIDENCE: 100")  # Final answer is correct
