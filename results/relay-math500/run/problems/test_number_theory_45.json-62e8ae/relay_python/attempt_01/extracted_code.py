# Import necessary library
import sympy as sp

# Problem statement: Greatest common factor (GCF) of 6432 and 132 + 11
def gcd_plus_11():
    # Calculate the greatest common factor (GCF)
    gcf = sp.gcd(6432, 132)
    
    # Increase the GCF by 11
    increased_gcf = gcf + 11
    
    # Return the result and confidence level
    return increased_gcf, 100

# Call the function to perform the attempt
result, confidence_level = gcd_plus_11()

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
