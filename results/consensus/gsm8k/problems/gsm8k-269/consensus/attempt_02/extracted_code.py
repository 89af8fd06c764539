from fractions import Fraction

# Total balls
total_balls = 16

# Half of the balls are golf balls
golf_balls = total_balls // 2

# Half of the golf balls are blue
blue_golf_balls = golf_balls // 2

# Print the result
print(f"RESULT: {blue_golf_balls}")
