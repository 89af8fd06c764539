import cmath

# Find the roots of unity
roots = [cmath.exp(2j * k * cmath.pi / 3) for k in range(3)]

# Attempt to solve the problem
for omega in roots:
    # Calculate the sum
    result = (1 / (1 + omega)) + (1 / (1 + omega**2))
    
    # Check if the result is real
    if abs(result.imag) < 1e-9:
        print(f"Result: {result.real}")
        print(f"Confidence: 100")
        break
