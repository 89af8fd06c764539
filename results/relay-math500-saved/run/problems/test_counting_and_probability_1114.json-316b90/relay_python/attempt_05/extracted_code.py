# Import necessary libraries
import random

# Function to check if the product of two numbers is a multiple of 5
def check_product_multiple_of_five():
    # Throw the first die
    die1 = random.randint(1, 6)
    # Throw the second die
    die2 = random.randint(1, 6)
    # Calculate the product
    product = die1 * die2
    # Check if the product is a multiple of 5
    return product % 5 == 0

# Main function to run the program
def main():
    attempts = 5
    for attempt in range(1, attempts + 1):
        result = check_product_multiple_of_five()
        # Output the results and confidence
        print(f"Attempt {attempt}:")
        if result:
            print("Result: True")
            print("CONFIDENCE: 100")  # The product is always a multiple of 5, so confidence is high
        else:
            print("Result: False")
            print("CONFIDENCE: 80")  # The product can be a multiple of 5 for some values but not all

# Run the main function
if __name__ == "__main__":
    main()
