import collections

# Function to get the base 7 and base 8 representations of a number
def base_representation(n):
    base_7 = []
    base_8 = []
    
    while n > 0:
        base_7.insert(0, n % 7)
        base_8.insert(0, n % 8)
        n //= 7
    
    return base_7, base_8

# Function to find common digits between two lists
def find_common_digits(list1, list2):
    common = set(list1) & set(list2)
    return len(common)

# Main function
def main():
    n = 629
    base_7, base_8 = base_representation(n)
    
    # Count the number of digits that are common in both bases
    common_digits_count = find_common_digits(base_7, base_8)
    
    RESULT: common_digits_count
    CONFIDENCE: 100

# Run the main function
main()
