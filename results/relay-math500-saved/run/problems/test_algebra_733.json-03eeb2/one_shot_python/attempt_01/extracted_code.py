from math import factorial, exp

def phi(n):
    sum_phi = 0
    for i in range(1, n + 1):
        if gcd(i, n) == 1:
            sum_phi += i
    return sum_phi

def intersection_point():
    result = None
    confidence = 50
    
    # Iterate over possible floor values of x to find the intersection point
    for x in range(-20, 21):  # Assuming a reasonable range for floor values
        f_x = exp(3 * x**2 - abs(x)!) + binomial(22 + 735235 * abs(x), 2356) + phi(abs(x) + 1) + 72 * x**4 + 3 * x**3 - 6 * x**2 + 2 * x + 1
        g_x = exp(3 * x**2 - abs(x)!) + binomial(22 + 735235 * abs(x), 2356) + phi(abs(x) + 1) + 72 * x**4 + 4 * x**3 - 11 * x**2 - 6 * x + 13
        
        if f_x == g_x:
            result = x
            confidence = 100
    
    return result, confidence

# Get the result and confidence level
result, confidence = intersection_point()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
