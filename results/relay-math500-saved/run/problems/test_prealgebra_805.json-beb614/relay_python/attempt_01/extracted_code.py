from collections import Counter

def solve_problem():
    # Initial input values
    lower_bound = 30
    upper_bound = 50
    
    # Attempt to find the number of students
    for num_students in range(lower_bound, upper_bound + 1):
        # Try breaking the students into groups of equal size
        try:
            groups = [num_students // i for i in range(2, num_students + 1) if num_students % i == 0]
            if len(groups) > 1:
                print(f"Attempt {i}: SUCCESS: The students can be broken up into multiple groups of equal size.")
                return num_students
        except ValueError as e:
            # If the number of students cannot be evenly divided, continue to the next iteration
            pass
    
    # Attempt to break the students into groups with Betty and Wilma joining
    for combined_num_students in range(lower_bound + 1, upper_bound + 2):
        # Try breaking the students into groups of equal size with Betty and Wilma joining
        try:
            groups = [combined_num_students // i for i in range(2, combined_num_students + 1) if combined_num_students % i == 0]
            if len(groups) > 1:
                print(f"Attempt {i}: SUCCESS: The students can be broken up into multiple groups of equal size with Betty and Wilma joining.")
                return combined_num_students
        except ValueError as e:
            # If the number of students cannot be evenly divided, continue to the next iteration
            pass
    
    # Result: No successful solution found within the given range
    print("RESULT: No successful solution found.")
    print("CONFIDENCE: 0")
