# Import necessary modules
from collections import *
from functools import *
from itertools import *

# Define the function to convert a base 8 number to base 10 and then multiply
def base_8_to_base_10(base_8_number):
    return int(base_8_number, 8)

# Define the main function
def main():
    # Convert the base 8 numbers to base 10
    num1 = base_8_to_base_10("6")
    num2 = base_8_to_base_10("7")
    
    # Multiply the two base 10 numbers
    product = num1 * num2
    
    # Convert the product back to base 8 and print it
    print(f"Result: {product:03o} (base 8)")

# Run the main function
if __name__ == "__main__":
    main()
