# Import necessary libraries
import collections

# Define the wheel spin function
def spin_wheel():
    # Return a random number between 1 and 9
    return random.randint(1, 9)

# Define the checkerboard function
def check_checkerboard(row, column):
    # Check if the square is shaded
    return (column + row) % 2 == 0

# Main program to solve the problem
if __name__ == "__main__":
    attempts = 5
    for attempt in range(1, attempts + 1):
        print(f"Attempt {attempt}:")
        
        # Attempt 1: Spin the wheel twice
        first_number = spin_wheel()
        second_number = spin_wheel()
        
        # Determine the columns and rows of the checkerboard
        column = first_number % 4
        row = second_number % 5
        
        # Check if the square is shaded
        shaded_square = check_checkerboard(row, column)
        
        # Print observations
        print(f"Column: {column}, Row: {row}")
        print(f"Shaded Square: {'Yes' if shaded_square else 'No'}")
        
        # If a RESULT line is printed, the run ends
        if attempt == 5:
            result = "The checker is placed on a shaded square of the checkerboard"
            confidence = 100
            print(f"RESULT: {result}")
            print(f"CONFIDENCE: {confidence}")
