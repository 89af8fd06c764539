def solve_pencils(total_pencils):
    # The greatest number of pencils each bag can hold without any leftovers is the total pencils divided by 3
    pencils_per_bag = total_pencils // 3
    
    # If there are any remaining pencils after dividing equally among all bags, that's the remainder
    leftover_pencils = total_pencils % 3
    
    return pencils_per_bag, leftover_pencils

# Attempt 1: Total pencils is 24
total_pencils = 24
pencils_per_bag, leftover_pencils = solve_pencils(total_pencils)

print(f"RESULT: {leftover_pencils}")
print(f"CONFIDENCE: 100")
