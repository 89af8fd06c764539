import math

# Given that sin(A) = 2*cos(A), we can use the Pythagorean identity sin^2(A) + cos^2(A) = 1.
# We substitute sin(A) with 2*cos(A):
# (2*cos(A))^2 + cos^2(A) = 1
# 4*cos^2(A) + cos^2(A) = 1
# 5*cos^2(A) = 1
# cos^2(A) = 1/5
cos_A_squared = 1 / 5

# Now, we can find tan(A)
tan_A = math.sqrt(1 - cos_A_squared)
print(tan_A)
