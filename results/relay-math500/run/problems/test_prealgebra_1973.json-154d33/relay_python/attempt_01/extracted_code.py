# Import necessary libraries
import math

# Function to convert feet per minute to inches per second
def speed_conversion():
    # Convert 20 feet per minute to inches per second
    speed_in_inches_per_second = (20 * 12) / 60
    return speed_in_inches_per_second

# Check the result and print confidence level
if __name__ == "__main__":
    result = speed_conversion()
    if result == math.sqrt(3):  # Example value to check confidence
        confidence_level = 95
    else:
        confidence_level = 5
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence_level}")
