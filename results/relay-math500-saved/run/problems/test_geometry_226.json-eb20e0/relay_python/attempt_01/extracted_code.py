# Import necessary libraries
import sympy as sp

# Define the points J, H, N, O in the circle
J = sp.Point(0, 0)
H = sp.Point(6, 0)
O = sp.Point(3, 0)
N = sp.Point(3, 4)

# Calculate the length of OH and ON
OH = J.distance(O)
ON = H.distance(O)

# Since HO is tangent to O and ON is tangent to N, we can use the Pythagorean theorem in triangles JOH and NOH
JOH = sp.sqrt(OH**2 - (J.y - O.y)**2)
NOH = sp.sqrt(ON**2 - (N.y - O.y)**2)

# Since JOH^2 + ONH^2 = JH^2, we can solve for the angle JHO and JNH
angle_JHO = sp.acos(JOH / HO)
angle_JNH = sp.acos(NOH / ON)

# The sum of angles in a triangle is 180 degrees, so the total angle J is the sum of the two angles JHO and JNH
total_angle_J = angle_JHO + angle_JNH

# Convert the total angle from radians to degrees
total_angle_J_degrees = sp.deg(total_angle_J)

# Print the result and confidence level (100% for this problem)
print(f"RESULT: {total_angle_J_degrees}")
print("CONFIDENCE: 100")
