import sympy as sp

def find_least_possible_value(a_n, a_0):
    # Given: f(x) = a_n*x^n + a_(n-1)*x^(n-1) + ... + a_2*x^2 + a_1*x + a_0 with integer coefficients
    # and roots are distinct integers
    # Let's denote the roots as r1, r2, ..., rn
    n = sp.symbols('n', integer=True)
    
    # The polynomial can be written as:
    # f(x) = (x - r1)(x - r2)...(x - rn)
    
    # Given a_n = 2 and a_0 = 66, we need to find the least possible value of |a_(n-1)|
    # Let's assume the roots are r1 and r2
    # Then the polynomial can be written as:
    # f(x) = (x - r1)(x - r2)
    
    # Expanding this, we get:
    # f(x) = x^2 - (r1 + r2)x + r1*r2
    
    # The coefficient of x is -(r1 + r2)
    # Since a_n = 2, we have:
    # 2 = -(r1 + r2)
    
    # Therefore, r1 + r2 = -2
    # To find the least possible value of |a_(n-1)|, we need to minimize |-(r1 + r2)|
    # Since r1 and r2 are distinct integers, the smallest sum of two distinct integers is 0
    # Therefore, the largest difference between them is 1
    # So, the least possible value of |a_(n-1)| is 1
    
    return 1

# The least possible value of |a_(n-1)|
result = find_least_possible_value(2, 66)
confidence_level = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
