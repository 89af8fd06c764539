# Import sympy to help with greatest common factor (GCF)
import sympy as sp

def greatest_common_factor(a, b):
    return sp.gcd(a, b)

# Function to increase the GCF by 11 and calculate the result
def increase_gcf_and_result():
    a = 6432
    b = 132
    
    # Increase the GCF by 11
    new_gcf = greatest_common_factor(a, b) + 11
    
    # Calculate the result as twice the new GCF plus the original number
    result = 2 * new_gcf + a
    
    return result

# Attempt 5: Check if the attempt is successful by increasing the GCF and verifying the result
result = increase_gcf_and_result()
confidence = 100 if result == 13896 else 0  # Expected result is 13896 for this example

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
