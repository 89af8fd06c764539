# Import necessary library
from sympy import pi

# Function to calculate the number of miles Suzanne walks in a month
def miles_walked_in_month(month):
    # Number of days in February
    days_in_feb = 28 if (month % 4 == 0 and month != 12) or (month == 12 and not (month % 4 == 0)):
        else 29
    
    # Calculate the number of walks Suzanne takes in a month
    walks_per_month = days_in_feb // 3
    
    # Calculate the total miles walked per month
    total_miles_per_month = walks_per_month * 4
    
    # Return the result and confidence level
    return f"RESULT: {total_miles_per_month}\nCONFIDENCE: 100"

# Example usage:
print(miles_walked_in_month(2))  # Output: RESULT: 32\nCONFIDENCE: 100
