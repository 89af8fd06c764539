# Problem: What is the average of the two smallest positive integer solutions to the congruence 14u ≡ 46 (mod 100)?

def find_smallest_solutions():
    for u in range(1, 101):
        if 14 * u % 100 == 46:
            return u
    return None

smallest_u = find_smallest_solutions()
print("Smallest solution:", smallest_u)

if smallest_u is not None:
    second_smallest_u = find_smallest_solutions()
    if second_smallest_u is not None:
        average_of_solutions = (smallest_u + second_smallest_u) / 2
        print("Average of the two smallest solutions:", average_of_solutions)
