import math

# Given: sin A = 2 * cos A, and in a right triangle ABC with angle B = 90 degrees.
# We need to find tan A.

# Using the identity sin^2(A) + cos^2(A) = 1, we can substitute sin A = 2 * cos A into it.
# (2 * cos A)^2 + cos^2(A) = 1
# 4 * cos^2(A) + cos^2(A) = 1
# 5 * cos^2(A) = 1
# cos^2(A) = 1/5
# cos A = ±1/sqrt(5)
# Since A is an angle in a right triangle with B = 90 degrees, cos A cannot be negative.
cos_A = 1 / math.sqrt(5)

# tan A = sin A / cos A
tan_A = math.sin(math.radians(45)) / cos_A

# Print the result and confidence
print(f"RESULT: {tan_A}")
print(f"CONFIDENCE: 100")
