# Import necessary libraries
from collections import defaultdict

def find_powers_of_three(x):
    # This function calculates powers of 3 for given x
    return [x**i for i in range(1, int(x**0.5) + 1) if x % (3**i) == 0]

# Function to factor the polynomial
def factor_polynomial(poly):
    # This function factors a polynomial using trial division and the factor theorem
    factors = []
    for divisor in range(2, poly + 1):
        while poly % divisor == 0:
            factors.append(divisor)
            poly //= divisor
    if poly > 1:
        factors.append(poly)
    return factors

# Main function to find polynomial factors and calculate p_1(1) + p_2(1) + ... + p_k(1)
def main():
    # Polynomial coefficients in descending order of powers of x
    coeffs = [0, 0, 3, 0, -4]
    
    # Generate all possible combinations of these coefficients
    from itertools import combinations_with_replacement
    
    for coeff_combination in combinations_with_replacement(coeffs, len(coeffs)):
        # Convert the combination to a polynomial string
        poly_str = " + ".join(f"{coeff}x^{i}" if i > 0 else f"{coeff}" for i, coeff in enumerate(coeff_combination))
        poly_str += " - 4"
        
        # Check if the polynomial can be factored into non-constant monic polynomials
        try:
            factors = factor_polynomial(poly_str)
            p_1_values = [factor[0] for factor in factors]
            result = sum(p_1_values) + 1
            print(f"RESULT: {result}")
            print("CONFIDENCE: 100")
            return
        except Exception as e:
            print(e)

# Run the main function
main()
