import math

# Given area of triangle ABC
area = a**2 - (b - c)**2

# We know the area can be expressed as 0.5 * base * height
# So, we can solve for one of the sides in terms of others
# Let's solve for side a first

# If b and c are given, we can use the formula for the area to find a
# We need another side or condition to uniquely determine 'a'
# For simplicity, let's assume we know c is already given
c_given = 5  # example value for c
b_given = 6  # example value for b

# Using Heron's formula to find the semi-perimeter
s = (a + b + c) / 2

# Calculate the area using Heron's formula
area_heron = math.sqrt(s * (s - a) * (s - b) * (s - c))

# Check if the calculated area matches the given area
if abs(area_heron - area) < 1e-6:  # considering a small margin of error
    # Now we can use the Law of Cosines to find tan A
    # cos(A) = (b^2 + c^2 - a^2) / (2bc)
    cos_A = (b_given**2 + c_given**2 - area_heron**2) / (2 * b_given * c_given)
    
    # Calculate sin(A) using the identity sin^2(A) + cos^2(A) = 1
    sin_A = math.sqrt(1 - cos_A**2)
    
    # Finally, tan(A) = sin(A) / cos(A)
    tan_A = sin_A / cos_A

# Print the result and confidence level
print(f"RESULT: {tan_A}")
print(f"CONFIDENCE: 80")  # Adjusting based on the accuracy of the previous attempts
