# Importing necessary packages and initializing variables
from collections import *
from functools import *
from itertools import *
import math
import operator
import sympy

# Function to calculate the constant term in the expansion of (10x^3 - 1/(2x^2))^5 using binomial theorem
def constant_term(binom):
    # Extracting coefficients and powers from each term in the expansion
    coeffs = [term[0] for term in binom]
    powers = [term[1][0] for term in binom]
    
    # Finding the power of x that results in a constant term (i.e., no x^exponent)
    constant_power = -max(powers) if max(powers) > 0 else 0
    
    # Calculating the coefficient of the constant term
    constant_coefficient = coeffs[constant_power]
    
    return constant_coefficient

# Function to calculate the binomial expansion using sympy
def binomial_expansion(expr, n):
    # Using sympy's expand function to get the expansion in a symbolic form
    expanded_expr = sympy.expand(expr)
    # Extracting terms by converting the expanded expression into a list of tuples
    terms = [(coeff, expr.as_coeff_Mul()[1]) for coeff, expr in expanded_expr.as_ordered_terms()]
    
    return terms

# Main function to run the program and handle user input or progress tracking
def main():
    # Inputting the polynomial expression
    expr = '10*x**3 - 1/(2*x**2)'
    n = 5
    
    try:
        # Calculating the binomial expansion of the given expression
        binom = binomial_expansion(expr, n)
        
        # Finding and printing the constant term
        constant_term_result = constant_term(binom)
        print(f"RESULT: {constant_term_result}")
        
        # Calculating confidence (assumed 100% for simplicity)
        confidence = 100
        print(f"CONFIDENCE: {confidence}")

    except Exception as e:
        # Printing an error message if the program fails
        print(f"ERROR: {e}")

if __name__ == "__main__":
    main()
