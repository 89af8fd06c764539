import math

def p(x, a, b, c):
    # Calculate the numerator for each term in the polynomial
    num1 = (x - b) * (x - c)
    num2 = (x - a) * (x - c)
    num3 = (x - a) * (x - b)
    
    # Calculate the denominators
    denom1 = (a - b) * (a - c)
    denom2 = (b - a) * (b - c)
    denom3 = (c - a) * (c - b)
    
    # Combine the terms and divide by the denominators
    result = num1 / denom1 + num2 / denom2 + num3 / denom3
    
    return result

# Given distinct real numbers a, b, and c
a = 1
b = 2
c = 3

# Calculate the polynomial p(x)
p_x = p(0.5, a, b, c)

# Print the degree of the polynomial
print(f"The degree of the polynomial is {p_x - int(p_x)}")
