import collections

# Attempt 3: Reflecting over the line x = 1 first, then y = 2.
def reflect_over_line(point, line):
    # Reflect over x = 1
    reflected_x = 2 - point[0]
    reflected_point = (reflected_x, point[1])
    
    # Reflect over y = 2
    reflected_y = 4 - reflected_point[1]
    final_reflected_point = (reflected_point[0], reflected_y)
    
    return final_reflected_point

# Initial point
initial_point = (0, 0)

# Reflect over x = 1 first
reflected_after_x = reflect_over_line(initial_point, [1])

# Reflect over y = 2
final_result = reflect_over_line(reflected_after_x, [2])

print(f"RESULT: {final_result}")
