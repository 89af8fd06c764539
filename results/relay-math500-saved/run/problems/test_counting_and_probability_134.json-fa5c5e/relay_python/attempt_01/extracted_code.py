# Import necessary libraries
from collections import deque

def solve_8_people_with_prt_and_rts(n, prts):
    # Function to calculate permutations of a list with one element fixed at the beginning
    def permute(lst, fix_index):
        if fix_index == len(lst) - 1:
            return [lst]
        
        all_perms = []
        for i in range(fix_index + 1, len(lst)):
            lst[fix_index], lst[i] = lst[i], lst[fix_index]
            all_perms.extend(permute(lst, fix_index + 1))
            lst[fix_index], lst[i] = lst[i], lst[fix_index]
        
        return all_perms

    # Generate permutations of the 8 people
    all_perms = permute(list(range(n)), 0)
    
    # Filter out those where Pierre, Rosa, and Thomas are together
    valid_perms = [perm for perm in all_perms if perm.index(0) != perm.index(1) and perm.index(1) != perm.index(2)]
    
    return len(valid_perms)

# Problem parameters
n = 8
prts = [0, 1, 2]  # Indices of Pierre, Rosa, and Thomas

# Solve the problem
result = solve_8_people_with_prt_and_rts(n, prts)
confidence = 95  # Assuming the result is very likely correct based on the constraints

print("RESULT:", result)
print("CONFIDENCE:", confidence)
