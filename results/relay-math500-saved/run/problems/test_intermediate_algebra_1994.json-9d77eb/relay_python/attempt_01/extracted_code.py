def sum_jk3_terms():
    # Define the sums p and q
    from math import pi
    
    def harmonic_sum(n):
        return sum(1/n**2 for n in range(1, n+1))
    
    p = harmonic_sum(50)  # Approximation of p
    q = harmonic_sum(50)  # Approximation of q
    
    # Calculate the sum jk3_terms
    result = p * (p + q) - 2 * p**2
    
    # Print the result and confidence level
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: 90")

sum_jk3_terms()
