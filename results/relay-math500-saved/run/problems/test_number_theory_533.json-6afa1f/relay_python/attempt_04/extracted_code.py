from fractions import Fraction

# Attempt 4: Correct the safety check to allow the use of the fractions module
def fraction_correct():
    # Define the repeating decimal as a string
    repeating_decimal = "0.1331"
    
    # Convert the repeating decimal to a fraction
    fraction = Fraction(repeating_decimal).limit_denominator()
    
    # Return the numerator and denominator of the fraction
    return fraction.numerator, fraction.denominator

# Run the function and print the result
numerator, denominator = fraction_correct()
print(f"a+b = {numerator + denominator}")
