# Given quantities
total_balls = 16
golf_balls = total_balls // 2
blue_golf_balls = golf_balls // 2

# Print the result
print(f"RESULT: {blue_golf_balls}")
