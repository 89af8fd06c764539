def find_possible_values(N_max, group1_size, group1_mod, group2_size, group2_mod):
    possible_values = []
    for N in range(group1_size * (N_max // group1_size), N_max + 1, group1_size):
        if N % group1_mod == 0 and (N - 5) % group2_size == 0:
            possible_values.append(N)
    return possible_values

# Parameters
N_max = 49
group1_size = 8
group1_mod = 5
group2_size = 6
group2_mod = 3

# Find possible values of N
possible_N = find_possible_values(N_max, group1_size, group1_mod, group2_size, group2_mod)
result = sum(possible_N)
confidence = 100  # Assuming all possible values are valid and unique

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
